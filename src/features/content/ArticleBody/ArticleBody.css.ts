import { column } from '../../../ui/patterns/layout.css';

export const stack = column.md;

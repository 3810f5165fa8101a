import { hintText } from '../../ui/patterns/text.css';

export const date = hintText;

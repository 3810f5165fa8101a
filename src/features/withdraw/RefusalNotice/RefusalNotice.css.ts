import { textStyle } from '../../../ui/patterns/text.css';

/** The reason under the alert's title, in the text colour (the title carries the tone). */
export const text = textStyle({ size: 'sm', leading: 'normal', color: 'text', flush: true });

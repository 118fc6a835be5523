import { simplePage } from './simplePage';

export const page = simplePage('contact', '/contact');

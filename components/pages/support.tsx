import { simplePage } from './simplePage';

export const page = simplePage('support', '/support');

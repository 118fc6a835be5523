import { simplePage } from './simplePage';

export const page = simplePage('company', '/company');

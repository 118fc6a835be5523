import { simplePage } from './simplePage';

export const page = simplePage('login', '/login');

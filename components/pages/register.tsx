import { simplePage } from './simplePage';

export const page = simplePage('register', '/register');

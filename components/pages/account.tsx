import { simplePage } from './simplePage';

export const page = simplePage('account', '/account');

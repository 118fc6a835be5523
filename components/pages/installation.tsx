import { simplePage } from './simplePage';

export const page = simplePage('installation', '/installation');

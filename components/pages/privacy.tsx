import { simplePage } from './simplePage';

export const page = simplePage('privacy', '/privacy');

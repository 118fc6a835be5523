import { simplePage } from './simplePage';

export const page = simplePage('photo', '/photo');

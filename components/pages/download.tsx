import { simplePage } from './simplePage';

export const page = simplePage('download', '/download');

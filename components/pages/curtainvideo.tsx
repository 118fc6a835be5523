import { simplePage } from './simplePage';

export const page = simplePage('curtainvideo', '/finder/curtainvideo');

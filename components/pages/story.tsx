import { simplePage } from './simplePage';

export const page = simplePage('story', '/story');

import { simplePage } from './simplePage';

export const page = simplePage('feedback', '/support/feedback');

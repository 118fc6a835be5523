import { simplePage } from './simplePage';

export const page = simplePage('supportProduct', '/support/product');

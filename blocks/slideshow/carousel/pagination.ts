/** Dots while there are few slides, then a 'n / total' counter (more dots would not fit). */
export const MOST_DOTS = 5;

export type PaginationKind = 'bullets' | 'fraction';

export function paginationKind( slideCount: number ): PaginationKind {
	return slideCount <= MOST_DOTS ? 'bullets' : 'fraction';
}

/** The width of an element in px, kept current with a ResizeObserver where there is one. */
import { useEffect, useState } from '@wordpress/element';

export function useElementWidth(
	element: HTMLElement | null
): number | undefined {
	const [ width, setWidth ] = useState< number | undefined >();
	useEffect( () => {
		if ( ! element ) {
			return;
		}
		const measure = () => setWidth( element.clientWidth || undefined );
		measure();
		if ( typeof ResizeObserver === 'undefined' ) {
			return;
		}
		const observer = new ResizeObserver( () => {
			const next = element.clientWidth || undefined;
			// Sub-pixel changes are the layout reacting to itself, not a resize.
			setWidth( ( current ) =>
				current !== undefined &&
				next !== undefined &&
				Math.abs( current - next ) < 1
					? current
					: next
			);
		} );
		observer.observe( element );
		return () => observer.disconnect();
	}, [ element ] );
	return width;
}

/**
 * A visitor Tabs through a published page's content and the focus indicator of every element
 * reached is measured (measure.ts). An element that keeps focus over several Tabs (the
 * segments of a date input) is measured once. Elements named in `activate` are pressed (Enter)
 * once reached; a control the page then moves focus to (a dialog's first button) is measured
 * too, and focus may leave the page for a few Tabs before it comes round again (the last
 * element of a modal dialog). Tabbing stops past the content, or when focus comes back to an
 * element already measured.
 */
import type { Page } from 'playwright-core';
import { measureFocused, type Measured } from './measure';

/** Tabs that may pass outside the page after an activation before it counts as done. */
const WRAP_TABS = 3;

export async function tabThrough(
	page: Page,
	{
		activate,
		maxSteps = 120,
	}: {
		/** Elements (by measured name) to press Enter on once reached, e.g. a form's Next. */
		activate?: RegExp;
		maxSteps?: number;
	} = {}
): Promise< Measured[] > {
	const measured: Measured[] = [];
	const activated = new Set< number >();
	let outside = 0;
	/** Adds what has focus; false once focus has come round to a measured element. */
	const take = ( focused: Measured ) => {
		if ( measured.at( -1 )?.index === focused.index ) {
			return true;
		}
		if ( measured.some( ( item ) => item.index === focused.index ) ) {
			return false;
		}
		measured.push( focused );
		return true;
	};
	for ( let step = 0; step < maxSteps; step++ ) {
		await page.keyboard.press( 'Tab' );
		const focused = await page.evaluate( measureFocused );
		if ( ! focused ) {
			outside++;
			if (
				measured.length &&
				( ! activated.size || outside > WRAP_TABS )
			) {
				break; // Past the post's content.
			}
			continue;
		}
		outside = 0;
		if ( ! take( focused ) ) {
			break;
		}
		if (
			activate?.test( focused.element ) &&
			! activated.has( focused.index )
		) {
			activated.add( focused.index );
			await page.keyboard.press( 'Enter' );
			const moved = await page.evaluate( () => {
				const active = document.body.ownerDocument.activeElement;
				return active instanceof HTMLElement && active.tabIndex >= 0;
			} );
			const then = moved ? await page.evaluate( measureFocused ) : null;
			if ( then && ! take( then ) ) {
				break;
			}
		}
	}
	return measured;
}

/**
 * A visitor Tabs through a published page's content and the focus indicator of every element
 * reached is measured (measure.ts). An element that keeps focus over several Tabs (the
 * segments of a date input) is measured once.
 */
import type { Page } from 'playwright-core';
import { measureFocused, type Measured } from './measure';

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
	for ( let step = 0; step < maxSteps; step++ ) {
		await page.keyboard.press( 'Tab' );
		const focused = await page.evaluate( measureFocused );
		if ( ! focused ) {
			if ( measured.length ) {
				break; // Past the post's content.
			}
			continue;
		}
		if ( measured.at( -1 )?.index !== focused.index ) {
			measured.push( focused );
		}
		if (
			activate?.test( focused.element ) &&
			! activated.has( focused.index )
		) {
			activated.add( focused.index );
			await page.keyboard.press( 'Enter' );
		}
	}
	return measured;
}

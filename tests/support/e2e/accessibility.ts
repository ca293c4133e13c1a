/**
 * axe-core run inside the page: WCAG 2.1 A and AA rules, violations summarised so a failing
 * assertion says which rule and which element.
 */
import { readFileSync } from 'node:fs';
import type { Frame, Page } from 'playwright-core';

export type AxeViolation = {
	rule: string;
	impact: string | null;
	targets: string[];
	help: string;
};

/**
 * `page` may be a frame (the editor canvas iframe's document); `rules` adds rules by id to the
 * WCAG A/AA set (best-practice ones such as `region`, `landmark-one-main`, `page-has-heading-one`).
 */
export async function findAccessibilityViolations(
	page: Page | Frame,
	{
		include,
		exclude,
		rules,
	}: { include?: string; exclude?: string[]; rules?: string[] } = {}
): Promise< AxeViolation[] > {
	const hasAxe = await page.evaluate( () => 'axe' in window );
	if ( ! hasAxe ) {
		// Evaluated through the browser's protocol, not as a <script> tag, so the site's
		// Content-Security-Policy (which refuses inline scripts) does not apply to it.
		await page.evaluate(
			readFileSync( require.resolve( 'axe-core/axe.min.js' ), 'utf8' )
		);
	}
	return page.evaluate(
		async ( { includeSelector, excludeSelectors, extraRules } ) => {
			type AxeResult = {
				violations: {
					id: string;
					impact: string | null;
					help: string;
					nodes: { target: string[] }[];
				}[];
			};
			const { axe } = window as unknown as {
				axe: {
					run: (
						context: unknown,
						options: unknown
					) => Promise< AxeResult >;
				};
			};
			const context = {
				include: includeSelector
					? [ [ includeSelector ] ]
					: [ [ 'body' ] ],
				exclude: excludeSelectors.map( ( selector ) => [ selector ] ),
			};
			const tags = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];
			const result = await axe.run(
				context,
				extraRules.length
					? {
							runOnly: {
								type: 'tag',
								values: [ ...tags, 'best-practice' ],
							},
							rules: Object.fromEntries(
								(
									axe as unknown as {
										getRules: (
											t: string[]
										) => { ruleId: string }[];
									}
								 )
									.getRules( [ 'best-practice' ] )
									.filter(
										( rule ) =>
											! extraRules.includes( rule.ruleId )
									)
									.map( ( rule ) => [
										rule.ruleId,
										{ enabled: false },
									] )
							),
						}
					: { runOnly: { type: 'tag', values: tags } }
			);
			return result.violations.map( ( violation ) => ( {
				rule: violation.id,
				impact: violation.impact,
				help: violation.help,
				targets: violation.nodes.map( ( node ) =>
					node.target.join( ' ' )
				),
			} ) );
		},
		{
			includeSelector: include ?? null,
			excludeSelectors: exclude ?? [],
			extraRules: rules ?? [],
		}
	);
}

/**
 * What a visitor gets from a Repeat Visitor block: the saved block with its inner blocks when
 * the criteria hold for this visitor's count (the `jp-visit-counter` cookie the view script
 * keeps), otherwise an empty wrapper — which still lets the view script count this view.
 * Pages holding the block vary by visitor: server/pages/site-pages.ts keeps them out of shared
 * caches.
 */
import type { BlockRenderer } from '../../shared/render-context';
import { markup } from '../../shared/render/html';
import { wrapperAttributes } from '../../shared/render/wrapper-attributes';
import metadata from './block.json';
import {
	parseVisitCount,
	showsContent,
	thresholdOf,
	VISIT_COUNTER_COOKIE,
} from './visit-counter';

const SUPPORTS = { name: metadata.name, align: [ 'wide', 'full' ] };

const renderRepeatVisitor: BlockRenderer = (
	attributes,
	innerHTML,
	context
) => {
	const count = parseVisitCount( context.cookies?.[ VISIT_COUNTER_COOKIE ] );
	if (
		showsContent(
			attributes.criteria,
			thresholdOf( attributes.threshold ),
			count
		)
	) {
		return innerHTML;
	}
	const wrapper = wrapperAttributes( attributes, SUPPORTS );
	return markup`<div class="${ wrapper.class }"></div>`.toString();
};

export default renderRepeatVisitor;

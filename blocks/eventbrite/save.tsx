/**
 * The saved markup of Jetpack's current version: the block wrapper holding either the inner
 * button (button-with-modal style) or a direct link to the event (in-page style). Nothing is
 * saved without an event id. Visitors get the server rendering (render.ts).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import type { EventbriteAttributes } from './types';

export default function save( {
	attributes,
}: BlockSaveProps< EventbriteAttributes > ) {
	const { eventId, style, url } = attributes;
	if ( ! eventId ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			{ style === 'modal' && <InnerBlocks.Content /> }
			{ style !== 'modal' && url && (
				<a className="eventbrite__direct-link" href={ url }>
					{ url }
				</a>
			) }
		</div>
	);
}

/**
 * The saved markup Jetpack's content holds: a link to each restaurant's reservation page inside
 * the block wrapper. Visitors get the server rendering (render.ts).
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { reservationUrl } from './reservation-link';
import type { OpenTableAttributes } from './types';

export default function save( {
	attributes,
}: BlockSaveProps< OpenTableAttributes > ) {
	return (
		<div { ...useBlockProps.save() }>
			{ ( attributes.rid ?? [] ).map( ( rid, index ) => (
				<a href={ reservationUrl( rid ) } key={ `${ rid }-${ index }` }>
					{ reservationUrl( rid ) }
				</a>
			) ) }
		</div>
	);
}

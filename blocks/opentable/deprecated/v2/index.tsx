/**
 * Frozen: the first saved shape, the reservation links with no wrapper element. Do not edit.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../../block.json';
import { reservationUrl } from '../../reservation-link';
import type { OpenTableAttributes } from '../../types';

const v2: BlockDeprecation< OpenTableAttributes > = {
	apiVersion: 3,
	attributes:
		metadata.attributes as BlockDeprecation< OpenTableAttributes >[ 'attributes' ],
	supports: { align: true, html: false, className: false },
	save( { attributes } ) {
		const { rid } = attributes as OpenTableAttributes;
		return (
			<>
				{ ( rid ?? [] ).map( ( id, index ) => (
					<a
						href={ reservationUrl( id ) }
						key={ `${ id }-${ index }` }
					>
						{ reservationUrl( id ) }
					</a>
				) ) }
			</>
		);
	},
};

export default v2;

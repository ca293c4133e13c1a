/**
 * Frozen: the shape saved before the style became a class name. The markup is today's; a block
 * whose `style` is not standard and whose class names hold no `is-style-…` gets that class on
 * migration, so the style picker shows it. Do not edit.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import metadata from '../../block.json';
import { reservationUrl } from '../../reservation-link';
import type { OpenTableAttributes } from '../../types';

const v1: BlockDeprecation< OpenTableAttributes > = {
	apiVersion: 3,
	attributes:
		metadata.attributes as BlockDeprecation< OpenTableAttributes >[ 'attributes' ],
	supports: { align: true, html: false },
	isEligible( saved ) {
		const { style, className } = saved as OpenTableAttributes;
		return (
			!! style &&
			style !== 'standard' &&
			style !== 'multi' &&
			( ! className || ! className.includes( 'is-style-' ) )
		);
	},
	migrate( saved ) {
		const attributes = saved as OpenTableAttributes;
		const { style, className } = attributes;
		const styleClass = style === 'standard' ? '' : `is-style-${ style }`;
		return {
			...attributes,
			className: className
				? `${ className } ${ styleClass }`
				: styleClass,
		};
	},
	save( { attributes } ) {
		const { rid } = attributes as OpenTableAttributes;
		return (
			<div { ...useBlockProps.save() }>
				{ ( rid ?? [] ).map( ( id, index ) => (
					<a
						href={ reservationUrl( id ) }
						key={ `${ id }-${ index }` }
					>
						{ reservationUrl( id ) }
					</a>
				) ) }
			</div>
		);
	},
};

export default v1;

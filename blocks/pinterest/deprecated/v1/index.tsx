/**
 * Frozen: the first saved shape, an empty anchor marked for Pinterest's script
 * (`data-pin-do` embedPin, embedUser or embedBoard) inside the block wrapper. Do not edit.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import { pinterestKind } from '../../pinterest-url';

const PIN_DO = { pin: 'embedPin', user: 'embedUser', board: 'embedBoard' };

const v1: BlockDeprecation< { url?: string } > = {
	apiVersion: 3,
	attributes: { url: { type: 'string' } },
	supports: { align: false, html: false },
	save( { attributes } ) {
		const url = attributes.url as string | undefined;
		const kind = pinterestKind( url );
		return (
			<div { ...useBlockProps.save() }>
				{ /* Pinterest's script filled the empty anchor: frozen as saved. */ }
				{ /* eslint-disable-next-line jsx-a11y/anchor-has-content */ }
				<a
					data-pin-do={ kind ? PIN_DO[ kind ] : undefined }
					href={ url }
				/>
			</div>
		);
	},
};

export default v1;

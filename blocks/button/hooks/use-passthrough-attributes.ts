/**
 * `passthroughAttributes` (spec §3): `{ buttonAttribute: parentAttribute }` keeps some of the
 * button's attributes equal to attributes of the block it sits in (a parent block can, for
 * example, hand its checkout address to the button's `url`).
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import type { ButtonAttributes } from '../types';

type Selectors = {
	getBlockRootClientId: ( clientId: string ) => string | null;
	getBlockAttributes: (
		clientId: string
	) => Record< string, unknown > | null;
};

export function usePassthroughAttributes(
	clientId: string,
	attributes: ButtonAttributes,
	setAttributes: ( next: Partial< ButtonAttributes > ) => void
) {
	const passthrough = attributes.passthroughAttributes;
	const parentAttributes = useSelect(
		( select ) => {
			if ( ! passthrough ) {
				return null;
			}
			const editor = select( blockEditorStore ) as unknown as Selectors;
			const parentId = editor.getBlockRootClientId( clientId );
			return parentId ? editor.getBlockAttributes( parentId ) : null;
		},
		[ clientId, passthrough ]
	);

	useEffect( () => {
		if ( ! passthrough || ! parentAttributes ) {
			return;
		}
		const changes: Record< string, unknown > = {};
		for ( const [ own, parent ] of Object.entries( passthrough ) ) {
			const value = parentAttributes[ parent ];
			if (
				value !== ( attributes as Record< string, unknown > )[ own ]
			) {
				changes[ own ] = value;
			}
		}
		if ( Object.keys( changes ).length ) {
			setAttributes( changes as Partial< ButtonAttributes > );
		}
	}, [ passthrough, parentAttributes, attributes, setAttributes ] );
}

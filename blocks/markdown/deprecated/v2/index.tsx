/**
 * Deprecation 2 (frozen): the current shape (wrapper, then a plain inner `<div>` carrying the
 * spacing styles) as Jetpack rendered it, before our URL allowlist. Only markup whose links or
 * images use schemes we no longer accept lands here; re-saving applies the current renderer.
 */
import {
	// The same function Jetpack's save used, so the inner div's style matches its markup
	// exactly; the package exports it only under this name.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalGetSpacingClassesAndStyles as getSpacingClassesAndStyles,
	useBlockProps,
} from '@wordpress/block-editor';
import type { CSSProperties } from 'react';
import type { BlockDeprecation } from '@wordpress/blocks';
import type { MarkdownAttributes } from '../../types';
import {
	JETPACK_ATTRIBUTES,
	JETPACK_SUPPORTS,
	renderAsJetpackSaved,
} from '../jetpack-markdown-it';

function spacing( attributes: MarkdownAttributes ): CSSProperties | undefined {
	const { style } = getSpacingClassesAndStyles( attributes ) as {
		style?: CSSProperties;
	};
	return style && Object.keys( style ).length > 0 ? style : undefined;
}

const v2: BlockDeprecation< MarkdownAttributes > = {
	attributes: JETPACK_ATTRIBUTES,
	supports: JETPACK_SUPPORTS,
	save( { attributes } ) {
		return (
			<div { ...useBlockProps.save() }>
				<div
					style={ spacing( attributes as MarkdownAttributes ) }
					dangerouslySetInnerHTML={ {
						__html: renderAsJetpackSaved( attributes.source ),
					} }
				/>
			</div>
		);
	},
};

export default v2;

/**
 * Saved markup (the shape current Jetpack content has): the block wrapper, and inside it a
 * plain `<div>` holding the rendered Markdown. The inner div repeats the spacing styles, as
 * Jetpack's save does, so that posts saved by Jetpack with padding or margin stay valid.
 *
 * The rendered Markdown is the `html` attribute, read back from the saved inner div: save needs
 * no Markdown converter (markdown-it loads with the edit UI, not at editor start).
 */
import {
	// The same function Jetpack's save used, so the inner div's style matches its markup
	// exactly; the package exports it only under this name.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalGetSpacingClassesAndStyles as getSpacingClassesAndStyles,
	useBlockProps,
} from '@wordpress/block-editor';
import type { CSSProperties } from 'react';
import type { MarkdownAttributes } from './types';

export function innerSpacingStyle(
	attributes: MarkdownAttributes
): CSSProperties | undefined {
	const { style } = getSpacingClassesAndStyles( attributes ) as {
		style?: CSSProperties;
	};
	return style && Object.keys( style ).length > 0 ? style : undefined;
}

export default function save( {
	attributes,
}: {
	attributes: MarkdownAttributes;
} ) {
	return (
		<div { ...useBlockProps.save() }>
			<div
				style={ innerSpacingStyle( attributes ) }
				dangerouslySetInnerHTML={ {
					__html: attributes.html ?? '',
				} }
			/>
		</div>
	);
}

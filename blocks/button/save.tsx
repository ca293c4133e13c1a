/**
 * The button is dynamic: nothing is saved and the server renders it from its attributes,
 * unless `saveInPostContent` asks for the link markup to be stored as well (the shape Jetpack
 * stores, so such content stays valid). A URL the URL policy refuses (javascript:, data:, …,
 * however disguised) is left out of the saved link. An aligned button's wrapper carries
 * `align<left|center|right>`.
 */
import { RichText } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import { isSafeUrl } from '../../shared/url/policy';
import { buttonClassNames, buttonStyle } from './button-style';
import type { ButtonAttributes } from './types';

export default function ButtonSave( {
	attributes,
}: BlockSaveProps< ButtonAttributes > ) {
	if ( ! attributes.saveInPostContent ) {
		return null;
	}
	const { className, text, url, uniqueId, align } = attributes;
	return (
		<div
			className={ [
				'wp-block-button',
				'jetpack-submit-button',
				className,
				align && `align${ align }`,
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<RichText.Content
				tagName="a"
				className={ buttonClassNames( attributes ) }
				data-id-attr={ uniqueId || 'placeholder' }
				href={ isSafeUrl( url ) ? url : undefined }
				id={ uniqueId }
				rel="noopener noreferrer"
				role="button"
				style={ buttonStyle( attributes ) }
				target="_blank"
				value={ text }
			/>
		</div>
	);
}

/**
 * Editor of the button: its label is edited in place; colours, border radius and width in
 * the sidebar, alignment (left, center, right) and the Fill/Outline style in the toolbar — a
 * change to left or right clears a percentage width. The same classes and styles as the saved or rendered button.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import BlockStyleToolbar from '../../shared/block-styles/style-toolbar';
import { usePercentWidthReset } from '../../shared/width-settings/use-percent-width-reset';
import { buttonClassNames, buttonStyle } from './button-style';
import ButtonSettings from './components/button-settings';
import { usePassthroughAttributes } from './hooks/use-passthrough-attributes';
import type { ButtonAttributes } from './types';

export default function ButtonEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< ButtonAttributes > ) {
	usePassthroughAttributes( clientId, attributes, setAttributes );
	usePercentWidthReset( attributes.align, attributes.width, () =>
		setAttributes( { width: undefined } )
	);
	const blockProps = useBlockProps( {
		className: 'wp-block-button jetpack-submit-button',
	} );
	return (
		<div { ...blockProps }>
			<RichText
				identifier="text"
				tagName="div"
				className={ buttonClassNames( attributes ) }
				style={ buttonStyle( attributes ) }
				aria-label={ __( 'Button text', 'jetpack' ) }
				placeholder={
					attributes.placeholder || __( 'Add text…', 'jetpack' )
				}
				value={ attributes.text ?? '' }
				onChange={ ( text: string ) => setAttributes( { text } ) }
				withoutInteractiveFormatting
				allowedFormats={ [
					'core/bold',
					'core/italic',
					'core/strikethrough',
				] }
			/>
			<BlockStyleToolbar clientId={ clientId } />
			<ButtonSettings
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
		</div>
	);
}

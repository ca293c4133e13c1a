/**
 * Editor of the button: its label is edited in place; colours, border radius and width in
 * the sidebar, alignment (left, center, right) and the Fill/Outline style in the toolbar — a
 * change to left or right clears a percentage width. The same classes and styles as the saved or rendered button.
 * Typography and border come from the block supports Jetpack gives it (block.json): typography
 * lands on the wrapper, which the label inherits; the border support skips the wrapper, so its
 * classes and styles go on the label, the element visitors get them on.
 */
import {
	RichText,
	useBlockProps,
	// The border support's props for the inner element, as core/button uses them.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalUseBorderProps as useBorderProps,
} from '@wordpress/block-editor';
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
	const borderProps = useBorderProps( attributes );
	return (
		<div { ...blockProps }>
			<RichText
				identifier="text"
				tagName="div"
				className={ [
					buttonClassNames( attributes ),
					borderProps.className,
				]
					.filter( Boolean )
					.join( ' ' ) }
				style={ { ...borderProps.style, ...buttonStyle( attributes ) } }
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

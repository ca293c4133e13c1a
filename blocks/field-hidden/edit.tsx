/**
 * Editor of jetpack/field-hidden: the canvas says what the field sends (it shows nothing to
 * visitors); the sidebar edits its name (`label`, the title of its column in responses), its
 * value (`default`), its Name/ID and, as for every field, the conditions under which it is
 * sent (Conditional logic). Like every field, it keeps a form around it.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, Placeholder, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { unseen } from '@wordpress/icons';
import FieldConditionsPanel from '../../shared/forms/field-conditions-panel';
import ManageResponsesPanel from '../../shared/forms/field-manage-responses';
import type { ConditionalLogic } from '../../shared/forms/model/conditional-logic';
import { FieldIdControl } from '../../shared/forms/field-settings-panel';
import { useWrapLooseField } from '../../shared/forms/wrap-loose-field';

type Attributes = {
	id?: string;
	label?: string;
	default?: string;
	conditionalLogic?: ConditionalLogic;
};

export default function HiddenFieldEdit( {
	clientId,
	attributes,
	setAttributes,
}: BlockEditProps< Attributes > ) {
	useWrapLooseField( clientId );
	const blockProps = useBlockProps( {
		className: 'jetpack-field jetpack-field-hidden',
	} );
	const name = attributes.label?.trim() ?? '';
	const value = attributes.default ?? '';
	return (
		<div { ...blockProps }>
			<Placeholder
				icon={ unseen }
				label={ __( 'Hidden field', 'jetpack' ) }
				instructions={
					name
						? sprintf(
								/* translators: 1: the field's name, 2: its value. */
								__(
									'Sends “%1$s” = “%2$s” with every response. Visitors do not see it.',
									'jetpack'
								),
								name,
								value
							)
						: __(
								'Give it a name and a value in the block settings. Visitors do not see it.',
								'jetpack'
							)
				}
			/>
			<InspectorControls>
				<ManageResponsesPanel />
				<PanelBody title={ __( 'Hidden field settings', 'jetpack' ) }>
					<TextControl
						label={ __( 'Name', 'jetpack' ) }
						help={ __(
							'Identifies the value in responses and in the export.',
							'jetpack'
						) }
						value={ attributes.label ?? '' }
						onChange={ ( label: string ) =>
							setAttributes( { label } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
					<TextControl
						label={ __( 'Value', 'jetpack' ) }
						help={ __( 'Stored with every response.', 'jetpack' ) }
						value={ value }
						onChange={ ( text: string ) =>
							setAttributes( { default: text } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
					<FieldIdControl
						id={ attributes.id }
						setAttributes={ setAttributes }
					/>
				</PanelBody>
				<FieldConditionsPanel
					clientId={ clientId }
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			</InspectorControls>
		</div>
	);
}

/**
 * Editor of the Form block: the template picker while the form is empty (spec §4), then the
 * form's fields with its settings in the sidebar.
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import type { CSSProperties } from 'react';
import { useSuiteSettings } from '../../shared/editor-data';
import { responsesUrl } from '../../shared/forms/form-site-settings';
import { styleVariableMap } from '../../shared/forms/markup/field-style';
import { availableFormTemplates } from '../../shared/forms/templates';
import { helpUrl } from '../../shared/site-type';
import FormInspector from './components/form-inspector';
import FormPlaceholder from './components/form-placeholder';
import SyncedFormPreview from './components/synced-form-preview';
import { useFormContents, useReplaceForm } from './hooks/use-form-blocks';
import icon from './icon';
import type { ContactFormAttributes } from './types';

export default function ContactFormEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< ContactFormAttributes > ) {
	const { hasInnerBlocks, hasEmailField, hasConsentField } =
		useFormContents( clientId );
	const { applyBlocks, applyTemplate } = useReplaceForm(
		clientId,
		setAttributes
	);
	// The form's field style, as custom properties its fields read (as on visitors' page).
	const blockProps = useBlockProps( {
		className: 'jetpack-contact-form',
		style: styleVariableMap( attributes ) as CSSProperties,
	} );
	const innerBlocksProps = useInnerBlocksProps( blockProps );
	const site = useSuiteSettings();

	if ( attributes.ref && ! hasInnerBlocks ) {
		return (
			<div { ...blockProps }>
				<SyncedFormPreview
					formId={ attributes.ref }
					adminUrl={ site.adminUrl }
				/>
			</div>
		);
	}
	if ( ! hasInnerBlocks ) {
		return (
			<div { ...blockProps }>
				<FormPlaceholder
					clientId={ clientId }
					icon={ icon }
					templates={ availableFormTemplates( site.siteType ) }
					learnMoreUrl={ helpUrl(
						site.siteType,
						'jetpack-blocks/contact-form'
					) }
					responsesUrl={ responsesUrl( site.adminUrl ) }
					onChooseTemplate={ applyTemplate }
					onChooseBlocks={ applyBlocks }
				/>
			</div>
		);
	}

	return (
		<>
			<FormInspector
				clientId={ clientId }
				attributes={ attributes }
				setAttributes={ setAttributes }
				suggestConsent={ hasEmailField && ! hasConsentField }
			/>
			<div { ...innerBlocksProps } />
		</>
	);
}

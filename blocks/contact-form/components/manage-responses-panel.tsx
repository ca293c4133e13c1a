/**
 * Manage Responses (spec §2): opens the form responses list of the admin in a new tab, and
 * names the form so its responses are easy to tell apart.
 */
import { Button, PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

type Props = {
	responsesUrl: string;
	formTitle: string;
	onChangeFormTitle: ( formTitle: string ) => void;
};

export default function ManageResponsesPanel( {
	responsesUrl,
	formTitle,
	onChangeFormTitle,
}: Props ) {
	return (
		<PanelBody title={ __( 'Manage Responses', 'jetpack' ) }>
			<p>
				{ __(
					'Responses are stored in your admin, where you can read and export them.',
					'jetpack'
				) }
			</p>
			{ /* In a paragraph, so the link keeps a paragraph's space above the title field. */ }
			<p>
				<Button
					variant="secondary"
					href={ responsesUrl }
					target="_blank"
					rel="noopener noreferrer"
				>
					{ __( 'View form responses', 'jetpack' ) }
				</Button>
			</p>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				className="jetpack-contact-form__form-title"
				label={ __( 'Form title', 'jetpack' ) }
				help={ __(
					'Shown with the responses of this form.',
					'jetpack'
				) }
				value={ formTitle }
				onChange={ onChangeFormTitle }
			/>
		</PanelBody>
	);
}

/**
 * The Manage Responses panel (spec §2): a button that opens the form responses list of the
 * admin area (spec §9: the edit list for post type feedback) in a new tab.
 */
import { Button, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useSuiteSettings } from '../editor-data';
import { responsesUrl } from './form-site-settings';

export default function ManageResponsesPanel() {
	const { adminUrl } = useSuiteSettings();
	return (
		<PanelBody title={ __( 'Manage Responses', 'jetpack' ) }>
			<p>
				{ __(
					'Responses sent through this form are kept in your admin area.',
					'jetpack'
				) }
			</p>
			<Button
				variant="secondary"
				href={ responsesUrl( adminUrl ) }
				target="_blank"
				rel="noopener noreferrer"
				__next40pxDefaultSize
			>
				{ __( 'View form responses', 'jetpack' ) }
			</Button>
		</PanelBody>
	);
}

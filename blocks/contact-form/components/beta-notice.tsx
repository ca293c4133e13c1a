/** The lead form's beta label (spec §3: labelled beta, free to use during beta). */
import { __ } from '@wordpress/i18n';

export default function BetaNotice() {
	return (
		<p className="jetpack-contact-form__beta">
			<span className="jetpack-contact-form__beta-badge">
				{ __( 'Beta', 'jetpack' ) }
			</span>{ ' ' }
			{ __( 'This feature is free to use during the beta.', 'jetpack' ) }
		</p>
	);
}

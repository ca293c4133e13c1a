/**
 * The lead form's beta label (spec §3: labelled beta, free to use during beta). Styled inline:
 * it shows both in the canvas and in the sidebar.
 */
import { __ } from '@wordpress/i18n';

const badge = {
	padding: '2px 6px',
	borderRadius: 4,
	background: '#008a20',
	color: '#fff',
	fontWeight: 600,
};

export default function BetaNotice() {
	return (
		<p
			className="jetpack-contact-form__beta"
			style={ { margin: '4px 0 0', fontSize: 12 } }
		>
			<span style={ badge }>{ __( 'Beta', 'jetpack' ) }</span>{ ' ' }
			{ __( 'This feature is free to use during the beta.', 'jetpack' ) }
		</p>
	);
}

/**
 * Enabling the CRM's forms extension, for administrators (spec §4, §6); a failure shows the
 * §8 message with the server's error.
 */
import { Button, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { enableFormsExtension } from '../hooks/use-crm-status';
import ErrorText from './error-text';

type Props = { onEnabled: () => void };

export default function CrmExtensionActivation( { onEnabled }: Props ) {
	const [ isEnabling, setIsEnabling ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	const enable = async () => {
		setError( null );
		setIsEnabling( true );
		try {
			await enableFormsExtension();
			setIsEnabling( false );
			onEnabled();
		} catch ( failure ) {
			setIsEnabling( false );
			setError( ( failure as Error ).message );
		}
	};

	if ( isEnabling ) {
		return <Spinner />;
	}
	if ( error !== null ) {
		return (
			<ErrorText>
				{ sprintf(
					/* translators: %s: the error message of the server. */
					__(
						'The CRM form extension failed to activate. The error message was "%s".',
						'jetpack'
					),
					error
				) }
			</ErrorText>
		);
	}
	return (
		<>
			<p>
				{ __(
					'Connect this form with your CRM by enabling the CRM forms extension.',
					'jetpack'
				) }
			</p>
			<Button variant="secondary" onClick={ enable }>
				{ __( 'Enable the CRM forms extension', 'jetpack' ) }
			</Button>
		</>
	);
}

/**
 * Email Connection: whether responses are emailed, where to and with what subject (spec §3,
 * §5). "Send responses to email" is Jetpack's `emailNotifications` setting: unset means on;
 * turned off it is stored as false (the server then sends no notification) and the recipient and
 * subject are hidden, turned on again the attribute is removed. The recipient field takes
 * comma-separated addresses, checked when it loses focus; emptied, it goes back to the post
 * author's email; Enter does nothing in it.
 */
import { TextControl, ToggleControl } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';
import {
	invalidRecipients,
	recipientErrorMessage,
} from '../../../shared/forms/form-recipients';
import ErrorText from './error-text';

type Props = {
	emailNotifications?: boolean;
	to?: string;
	subject?: string;
	postAuthorEmail: string;
	defaultSubject: string;
	onChange: ( next: {
		emailNotifications?: boolean;
		to?: string;
		subject?: string;
	} ) => void;
};

export default function EmailConnectionSettings( {
	emailNotifications,
	to,
	subject,
	postAuthorEmail,
	defaultSubject,
	onChange,
}: Props ) {
	const instanceId = useInstanceId( EmailConnectionSettings );
	const [ error, setError ] = useState< string | null >( null );
	const errorId = `jetpack-contact-form-${ instanceId }-recipient-error`;

	const checkRecipients = ( value: string ) => {
		const trimmed = value.trim();
		if ( trimmed === '' ) {
			setError( null );
			onChange( { to: postAuthorEmail } );
			return;
		}
		if ( trimmed !== value ) {
			onChange( { to: trimmed } );
		}
		setError( recipientErrorMessage( invalidRecipients( trimmed ) ) );
	};

	const suppressEnter = ( event: KeyboardEvent ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			event.stopPropagation();
		}
	};

	const sending = emailNotifications !== false;
	const toggle = (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ __( 'Send responses to email', 'jetpack' ) }
			checked={ sending }
			onChange={ ( on: boolean ) =>
				onChange( { emailNotifications: on ? undefined : false } )
			}
		/>
	);
	if ( ! sending ) {
		return toggle;
	}
	return (
		<>
			{ toggle }
			<p>
				{ __(
					'Get incoming form responses sent to your email inbox:',
					'jetpack'
				) }
			</p>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Email address to send to', 'jetpack' ) }
				placeholder={ __( 'name@example.com', 'jetpack' ) }
				value={ to ?? '' }
				aria-describedby={ error ? errorId : undefined }
				aria-invalid={ error ? true : undefined }
				onChange={ ( value: string ) => {
					setError( null );
					onChange( { to: value } );
				} }
				onBlur={ ( event: { target: { value: string } } ) =>
					checkRecipients( event.target.value )
				}
				onKeyDown={ suppressEnter }
				help={ __(
					'You can enter several email addresses separated by commas.',
					'jetpack'
				) }
			/>
			{ error && <ErrorText id={ errorId }>{ error }</ErrorText> }
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Email subject line', 'jetpack' ) }
				value={ subject ?? '' }
				placeholder={
					defaultSubject || __( 'Enter a subject', 'jetpack' )
				}
				onChange={ ( value: string ) => onChange( { subject: value } ) }
				help={ __(
					'Choose a subject line that you recognize as an email from your website.',
					'jetpack'
				) }
			/>
		</>
	);
}

/**
 * Submission Settings: what visitors see after sending (spec §3) — a summary of the fields,
 * a custom message under a heading, or a redirect to another address.
 */
import {
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ContactFormAttributes, ThankYouChoice } from '../types';

type ThankYou = Pick<
	ContactFormAttributes,
	| 'customThankyou'
	| 'customThankyouHeading'
	| 'customThankyouMessage'
	| 'customThankyouRedirect'
>;

type Props = ThankYou & {
	onChange: ( next: Partial< ThankYou > ) => void;
};

export default function SubmissionSettings( {
	customThankyou,
	customThankyouHeading,
	customThankyouMessage,
	customThankyouRedirect,
	onChange,
}: Props ) {
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'On submission', 'jetpack' ) }
				value={ customThankyou }
				options={ [
					{
						label: __(
							'Show a summary of submitted fields',
							'jetpack'
						),
						value: '',
					},
					{
						label: __( 'Show a custom text message', 'jetpack' ),
						value: 'message',
					},
					{
						label: __( 'Redirect to another webpage', 'jetpack' ),
						value: 'redirect',
					},
				] }
				onChange={ ( value: string ) =>
					onChange( { customThankyou: value as ThankYouChoice } )
				}
			/>
			{ customThankyou !== 'redirect' && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Message heading', 'jetpack' ) }
					value={ customThankyouHeading }
					onChange={ ( value: string ) =>
						onChange( { customThankyouHeading: value } )
					}
				/>
			) }
			{ customThankyou === 'message' && (
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Message text', 'jetpack' ) }
					value={ customThankyouMessage }
					placeholder={ __(
						'Thank you for your submission!',
						'jetpack'
					) }
					onChange={ ( value: string ) =>
						onChange( { customThankyouMessage: value } )
					}
				/>
			) }
			{ customThankyou === 'redirect' && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="url"
					label={ __( 'Redirect address', 'jetpack' ) }
					placeholder="https://"
					value={ customThankyouRedirect }
					onChange={ ( value: string ) =>
						onChange( { customThankyouRedirect: value.trim() } )
					}
				/>
			) }
		</>
	);
}

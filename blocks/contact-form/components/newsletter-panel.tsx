/**
 * Newsletter Connection (spec §2, §4, §8): the email-marketing plugin, not installed,
 * installed or active, as the plugin list says; installing or activating it is offered to
 * users who may install plugins. Hidden when the plugin list cannot be read.
 */
import {
	Button,
	ExternalLink,
	PanelBody,
	Spinner,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { useEmailMarketingPlugin } from '../hooks/use-email-marketing-plugin';
import ErrorText from './error-text';

type Props = { adminUrl: string; canInstallPlugins: boolean };

export default function NewsletterPanel( {
	adminUrl,
	canInstallPlugins,
}: Props ) {
	const { plugin, isWorking, installError, install } =
		useEmailMarketingPlugin();

	if ( plugin.status === 'failed' ) {
		return null;
	}

	const action = ( label: string, busyLabel: string ) => {
		if ( ! canInstallPlugins ) {
			return null;
		}
		return isWorking ? (
			<Button
				variant="secondary"
				disabled
				isBusy
				aria-label={ busyLabel }
			>
				{ busyLabel }
			</Button>
		) : (
			<Button variant="secondary" onClick={ install }>
				{ label }
			</Button>
		);
	};

	const body = () => {
		if ( plugin.status === 'loading' ) {
			return <Spinner />;
		}
		if ( plugin.state === 'active' ) {
			return (
				<p>
					{ __(
						'You are all set up for email marketing with Creative Mail.',
						'jetpack'
					) }{ ' ' }
					<ExternalLink
						href={ `${ adminUrl }admin.php?page=creativemail` }
					>
						{ __( 'Open Creative Mail settings', 'jetpack' ) }
					</ExternalLink>
				</p>
			);
		}
		const installed = plugin.state === 'inactive';
		return (
			<>
				<p>
					{ installed
						? __(
								'To start sending email campaigns to the people who fill in your forms, activate the Creative Mail plugin.',
								'jetpack'
							)
						: __(
								'To start sending email campaigns to the people who fill in your forms, install the Creative Mail plugin.',
								'jetpack'
							) }
				</p>
				{ installed
					? action(
							__( 'Activate Creative Mail', 'jetpack' ),
							__( 'Activating…', 'jetpack' )
						)
					: action(
							__( 'Install Creative Mail', 'jetpack' ),
							__( 'Installing…', 'jetpack' )
						) }
			</>
		);
	};

	return (
		<PanelBody
			title={ __( 'Newsletter Connection', 'jetpack' ) }
			initialOpen={ false }
		>
			<div aria-live="polite">
				{ body() }
				{ installError !== null && (
					<ErrorText>
						{ sprintf(
							/* translators: %s: the error message of the server. */
							__(
								'The plugin failed to install. %s Please check the plugin information for detailed requirements.',
								'jetpack'
							),
							installError
						) }
					</ErrorText>
				) }
			</div>
		</PanelBody>
	);
}

/**
 * The companion plugins (Jetpack CRM, Creative Mail, Akismet, VaultPress): Install when missing,
 * Activate when installed, "Installing…" / "Activating…" while working, then the state is
 * re-fetched (spec §4, CRM plugin panel). Simple sites manage plugins on the platform instead.
 */
import { Button, ExternalLink, Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { pluginState, type PluginList } from '../../../api-client';
import { canOfferPluginInstall, pluginsUrl } from '../../../shared/site-type';
import { useAdmin } from '../context';
import { errorMessage, useResource } from '../hooks/use-resource';
import { COMPANION_PLUGINS, type CompanionPlugin } from '../plugins';
import Section from './section';

type Work = 'installing' | 'activating' | null;

function PluginCard( {
	plugin,
	plugins,
	canInstall,
	onChanged,
}: {
	plugin: CompanionPlugin;
	plugins: PluginList;
	canInstall: boolean;
	onChanged: () => Promise< void >;
} ) {
	const { api, analytics } = useAdmin();
	const [ work, setWork ] = useState< Work >( null );
	const [ error, setError ] = useState< string | null >( null );
	const state = pluginState( plugins, plugin.slug );
	const headingId = `jetpack-plugin-${ plugin.slug }`;

	const run = async ( next: Exclude< Work, null > ) => {
		setWork( next );
		setError( null );
		try {
			if ( next === 'installing' ) {
				await api.installPlugin( {
					slug: plugin.slug,
					source: 'jetpack-admin',
				} );
			} else {
				await api.setPluginStatus( plugin.slug, 'active' );
			}
			await onChanged();
			analytics
				.recordEvent(
					next === 'installing'
						? 'jetpack_plugin_installed'
						: 'jetpack_plugin_activated',
					{ plugin: plugin.slug }
				)
				.catch( () => false );
		} catch ( caught ) {
			setError( errorMessage( caught ) );
		} finally {
			setWork( null );
		}
	};

	const statusText = {
		'not-installed': __( 'Not installed', 'jetpack' ),
		inactive: __( 'Installed, not active', 'jetpack' ),
		active: __( 'Active', 'jetpack' ),
	}[ state ];

	return (
		<li className="jetpack-admin-plugin" aria-labelledby={ headingId }>
			<h3 id={ headingId }>{ plugin.title }</h3>
			<p>{ plugin.description }</p>
			<p className="jetpack-admin-plugin__status" aria-live="polite">
				{ work === 'installing' && __( 'Installing…', 'jetpack' ) }
				{ work === 'activating' && __( 'Activating…', 'jetpack' ) }
				{ ! work && statusText }
			</p>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ canInstall && state !== 'active' && (
				<Button
					variant="secondary"
					isBusy={ !! work }
					disabled={ !! work }
					onClick={ () =>
						run(
							state === 'not-installed'
								? 'installing'
								: 'activating'
						)
					}
					__next40pxDefaultSize
				>
					{ state === 'not-installed'
						? __( 'Install', 'jetpack' )
						: __( 'Activate', 'jetpack' ) }
					<span className="screen-reader-text">
						{ ' ' }
						{ plugin.title }
					</span>
				</Button>
			) }
		</li>
	);
}

export default function PluginsSection() {
	const { api, settings } = useAdmin();
	const plugins = useResource< PluginList >( () => api.fetchPlugins() );
	const canInstall = canOfferPluginInstall(
		settings.siteType,
		settings.currentUser.capabilities
	);
	return (
		<Section title={ __( 'Plugins', 'jetpack' ) }>
			{ ! canInstall && (
				<p>
					<ExternalLink href={ pluginsUrl( settings ) }>
						{ __( 'Manage the site’s plugins', 'jetpack' ) }
					</ExternalLink>
				</p>
			) }
			{ plugins.isLoading && ! plugins.data && <Spinner /> }
			{ plugins.error && (
				<Notice status="error" isDismissible={ false }>
					{ plugins.error }
				</Notice>
			) }
			{ plugins.data && (
				<ul className="jetpack-admin-plugins">
					{ COMPANION_PLUGINS.map( ( plugin ) => (
						<PluginCard
							key={ plugin.slug }
							plugin={ plugin }
							plugins={ plugins.data! }
							canInstall={ canInstall }
							onChanged={ plugins.reload }
						/>
					) ) }
				</ul>
			) }
		</Section>
	);
}

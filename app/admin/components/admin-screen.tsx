/**
 * The admin screen: heading with the site-type links, notices, then the connection, modules,
 * plugins, licences, search, stats, firewall, Mailchimp and analytics sections. The host's frame around it
 * provides the banner, navigation and main landmarks.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { helpUrl, plansUrl } from '../../../shared/site-type';
import { useAdmin } from '../context';
import AdminNotices from './admin-notices';
import AnalyticsSection from './analytics-section';
import ConnectionSection from './connection-section';
import FirewallSection from './firewall-section';
import LicensingSection from './licensing-section';
import MailchimpSection from './mailchimp-section';
import ModulesSection from './modules-section';
import PluginsSection from './plugins-section';
import SearchSection from './search-section';
import StatsSection from './stats-section';

const SITE_TYPE_LABELS = {
	simple: __( 'Hosted site', 'jetpack' ),
	atomic: __( 'Hosted site with plugins', 'jetpack' ),
	'self-hosted': __( 'Self-hosted site', 'jetpack' ),
};

export default function AdminScreen() {
	const { settings } = useAdmin();

	return (
		<div className="jetpack-admin-screen">
			<header className="jetpack-admin-screen__header">
				<h1>{ __( 'Jetpack', 'jetpack' ) }</h1>
				<p className="jetpack-admin__muted">
					{ SITE_TYPE_LABELS[ settings.siteType ] }
				</p>
				<nav
					className="jetpack-admin-screen__links"
					aria-label={ __( 'Plans and help', 'jetpack' ) }
				>
					<ExternalLink href={ plansUrl( settings ) }>
						{ __( 'Plans and upgrades', 'jetpack' ) }
					</ExternalLink>
					<ExternalLink
						href={ helpUrl( settings.siteType, 'getting-started' ) }
					>
						{ __( 'Help and support', 'jetpack' ) }
					</ExternalLink>
				</nav>
			</header>
			<AdminNotices />
			<ConnectionSection />
			<ModulesSection />
			<PluginsSection />
			<LicensingSection />
			<SearchSection />
			<StatsSection />
			<FirewallSection />
			<MailchimpSection />
			<AnalyticsSection />
		</div>
	);
}

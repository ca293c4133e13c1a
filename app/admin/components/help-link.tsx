/**
 * A link to the help article about `topic`, on the support site the site type calls for.
 */
import { ExternalLink } from '@wordpress/components';
import { helpUrl } from '../../../shared/site-type';
import { useAdmin } from '../context';

export default function HelpLink( {
	topic,
	label,
}: {
	topic: string;
	/** Says what the help is about, e.g. "Help with stats". */
	label: string;
} ) {
	const { settings } = useAdmin();
	return (
		<ExternalLink href={ helpUrl( settings.siteType, topic ) }>
			{ label }
		</ExternalLink>
	);
}

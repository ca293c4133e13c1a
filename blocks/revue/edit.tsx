/**
 * The retired newsletter block in the editor: a notice that Revue has shut down and that the
 * block should be removed, with where to read about moving the newsletter and importing its
 * subscribers. Nothing is editable.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { ExternalLink, Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import icon from './icon';

export const MIGRATION_INFO_URL =
	'https://wordpress.com/go/digital-marketing/migrate-from-revue-newsletter/';
export const SUBSCRIBER_IMPORT_URL =
	'https://wordpress.com/support/launch-a-newsletter/#add-subscribers';

export default function RevueEdit() {
	return (
		<div { ...useBlockProps() }>
			<Placeholder
				icon={ icon }
				label={ __( 'Revue', 'jetpack' ) }
				instructions={ __(
					'Revue has shut down, so this signup form is no longer shown to visitors. Remove this block from the post.',
					'jetpack'
				) }
			>
				<ul className="wp-block-jetpack-revue__links">
					<li>
						<ExternalLink href={ MIGRATION_INFO_URL }>
							{ __(
								'How to move a Revue newsletter to WordPress.com',
								'jetpack'
							) }
						</ExternalLink>
					</li>
					<li>
						<ExternalLink href={ SUBSCRIBER_IMPORT_URL }>
							{ __( 'Import your Revue subscribers', 'jetpack' ) }
						</ExternalLink>
					</li>
				</ul>
			</Placeholder>
		</div>
	);
}

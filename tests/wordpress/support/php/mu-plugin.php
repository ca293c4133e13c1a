<?php
/**
 * Plugin Name: Block Suite test site
 * Description: Settings of the throwaway site of the WordPress tests, which is offline: no mail, no update checks.
 *
 * @package BlockSuite
 */

defined( 'ABSPATH' ) || exit;

// Short-circuits wp_mail(): nothing tries to reach sendmail or SMTP.
add_filter( 'pre_wp_mail', '__return_true' );

// WordPress.org is out of reach: checking it for updates only fills the debug log with warnings.
remove_action( 'admin_init', '_maybe_update_core' );
remove_action( 'admin_init', '_maybe_update_plugins' );
remove_action( 'admin_init', '_maybe_update_themes' );
remove_action( 'wp_version_check', 'wp_version_check' );
remove_action( 'wp_update_plugins', 'wp_update_plugins' );
remove_action( 'wp_update_themes', 'wp_update_themes' );

// Maps draw from a tile style this site serves itself (written beside this file by the test's
// set-up), not from the default one on the internet.
add_filter(
	'block_suite_map_style_url',
	static function () {
		return content_url( 'mu-plugins/map-style.json' );
	}
);

<?php
// Site administration > Plugins > Local plugins > GuruKita: the values GuruKita's operator gives this Moodle.

defined('MOODLE_INTERNAL') || die();

if ($hassiteconfig) {
    $settings = new admin_settingpage('local_gurukita', get_string('pluginname', 'local_gurukita'));
    $settings->add(new admin_setting_configtext('local_gurukita/baseurl', 'GuruKita address',
        'e.g. https://business.gurukita.id', '', PARAM_URL));
    $settings->add(new admin_setting_configtext('local_gurukita/site', 'Partner id',
        'This Moodle\'s name in GuruKita\'s LMS_SHARED_SECRETS, e.g. moodle-maju', '', PARAM_ALPHANUMEXT));
    $settings->add(new admin_setting_configpasswordunmask('local_gurukita/secret', 'Shared secret',
        'The secret paired with the partner id in LMS_SHARED_SECRETS', ''));
    $ADMIN->add('localplugins', $settings);
}

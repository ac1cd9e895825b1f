/* libyaml for Swift: the system library target's only header. */
#include <yaml.h>

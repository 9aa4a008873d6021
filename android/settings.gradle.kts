// Opened as is by Android Studio. The Maven build beside it (pom.xml) is what
// the project's own machines run: they reach neither Google Maven nor the
// Gradle plugin portal.
rootProject.name = "zabel"

pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositories {
        google()
        mavenCentral()
    }
}

include(":shared", ":app")

from django.conf import settings
from rest_framework import serializers

from .models import Bill, BillProduct, Role, User


class UserSerializer(serializers.ModelSerializer):
    class Meta:
        model = User
        fields = ["id", "first_name", "last_name", "email", "phone", "user_type", "firm_name", "date_joined"]


class RoleSerializer(serializers.ModelSerializer):
    class Meta:
        model = Role
        fields = ["id", "name"]


class BillProductSerializer(serializers.ModelSerializer):
    class Meta:
        model = BillProduct
        fields = ["id", "product_name", "quantity"]


class MediaPathField(serializers.FileField):
    """A file as /media/... (relative), so the browser loads it from the gateway, which forwards /media/*.

    DRF's default (ABSOLUTE_MEDIA_URLS=True here) builds http://<host the request reached>/media/...,
    i.e. the upstream's own address as the gateway reaches it: the admin's pages (CSP img-src 'self')
    do not load images from there.
    """

    def to_representation(self, value):
        if settings.ABSOLUTE_MEDIA_URLS:
            return super().to_representation(value)
        return value.url if value else None


class BillSerializer(serializers.ModelSerializer):
    bill_image = MediaPathField(read_only=True)
    user_name = serializers.CharField(source="user.first_name", read_only=True)
    user_list = UserSerializer(source="user", read_only=True)
    bill_products = BillProductSerializer(many=True, read_only=True)

    class Meta:
        model = Bill
        fields = [
            "id", "bill_image", "date_added", "user_name", "user_list", "invoice_number", "invoice_date",
            "amount", "status", "dealer", "points_earned", "cash_earned", "reason", "bill_products",
        ]


class ApproveSerializer(serializers.Serializer):
    points_earned = serializers.IntegerField(min_value=0)
    cash_earned = serializers.DecimalField(max_digits=12, decimal_places=2, min_value=0)


class RejectSerializer(serializers.Serializer):
    reason = serializers.CharField()

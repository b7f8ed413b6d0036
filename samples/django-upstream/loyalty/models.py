from django.contrib.auth.models import AbstractUser, BaseUserManager
from django.db import models


class UserManager(BaseUserManager):
    use_in_migrations = True

    def create_user(self, email, password=None, **fields):
        user = self.model(email=self.normalize_email(email), **fields)
        user.set_password(password)
        user.save(using=self._db)
        return user

    def create_superuser(self, email, password=None, **fields):
        return self.create_user(email, password, is_staff=True, is_superuser=True, **fields)


class User(AbstractUser):
    """The programme's accounts: members and administrators (is_staff), signing in by email."""

    username = None
    email = models.EmailField(unique=True)
    phone = models.CharField(max_length=20, blank=True)
    user_type = models.CharField(max_length=30, default="dealer")
    firm_name = models.CharField(max_length=100, blank=True)

    USERNAME_FIELD = "email"
    REQUIRED_FIELDS = []
    objects = UserManager()


class Role(models.Model):
    name = models.CharField(max_length=50, unique=True)


class Bill(models.Model):
    STATUSES = [("pending", "pending"), ("approved", "approved"), ("rejected", "rejected")]

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="bills")
    bill_image = models.FileField(upload_to="bills/", blank=True)
    invoice_number = models.CharField(max_length=50)
    invoice_date = models.DateField()
    amount = models.DecimalField(max_digits=12, decimal_places=2)
    dealer = models.CharField(max_length=100, blank=True)
    status = models.CharField(max_length=10, choices=STATUSES, default="pending")
    points_earned = models.IntegerField(null=True, blank=True)
    cash_earned = models.DecimalField(max_digits=12, decimal_places=2, null=True, blank=True)
    reason = models.TextField(blank=True)
    date_added = models.DateTimeField(auto_now_add=True)


class BillProduct(models.Model):
    bill = models.ForeignKey(Bill, on_delete=models.CASCADE, related_name="bill_products")
    product_name = models.CharField(max_length=100)
    quantity = models.IntegerField()
